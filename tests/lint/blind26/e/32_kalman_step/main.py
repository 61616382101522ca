import jax
import jax.numpy as jnp
import numpy as np

DT = 0.04
F = jnp.array([[1, 0, DT, 0], [0, 1, 0, DT], [0, 0, 1, 0], [0, 0, 0, 1]], jnp.float32)
H = jnp.eye(2, 4)
Q = jnp.eye(4) * 0.05
R = jnp.eye(2) * 0.3


@jax.jit
def kalman_step(z, state, cov):
    x = F @ state
    P = F @ cov @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (z - H @ x)
    return x, (jnp.eye(4) - K @ H) @ P


class PlayerTrack:
    def __init__(self, player_id, first_detection):
        self.player_id = player_id
        self.state = jnp.concatenate([jnp.asarray(first_detection), jnp.zeros(2)])
        self.cov = jnp.eye(4)

    def step(self, detection):
        self.state, self.cov = kalman_step(detection, self.state, self.cov)


rng = np.random.default_rng(17)
tracks = {}
for frame in range(50):
    for k, pid in enumerate((7, 10, 23)):
        true = np.array([10.0 + k + 0.2 * frame, 30.0 - 0.1 * frame], np.float32)
        det = true + rng.normal(0, 0.5, 2).astype(np.float32)
        if pid not in tracks:
            tracks[pid] = PlayerTrack(pid, det)
        else:
            tracks[pid].step(det)
for pid, tr in tracks.items():
    print(pid, np.round(np.asarray(tr.state), 2))
