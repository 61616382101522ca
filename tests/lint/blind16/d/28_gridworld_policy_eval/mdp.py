import numpy as np


def gridworld(n=5, slip=0.1):
    S, A = n * n, 4
    P = np.zeros((A, S, S), np.float32)
    R = np.zeros((S,), np.float32)
    R[S - 1] = 1.0
    moves = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    for s in range(S):
        r, c = divmod(s, n)
        for a, (dr, dc) in enumerate(moves):
            r2, c2 = min(max(r + dr, 0), n - 1), min(max(c + dc, 0), n - 1)
            P[a, s, r2 * n + c2] += 1 - slip
            P[a, s, s] += slip
    return P, R


def uniform_policy(S, A):
    return np.full((S, A), 1.0 / A, np.float32)
