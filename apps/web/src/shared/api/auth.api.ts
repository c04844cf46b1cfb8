import type { LoginOption, LoginRequest, LoginResponse, UserInfo } from '@atrium/domain';
import { getJson, sendJson } from './http-client';

export const fetchLoginOptions = () => getJson<LoginOption[]>('/api/loginOptions');
export const fetchUserInfo = () => getJson<UserInfo>('/api/userInfo');
export const login = (request: LoginRequest) => sendJson<LoginResponse>('post', '/api/auth/login', request);
