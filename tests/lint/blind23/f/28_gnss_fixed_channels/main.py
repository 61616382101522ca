import numpy as np
import jax
import jax.numpy as jnp

from receiver import TrackingChannels, RE


@jax.jit
def wls_fix(sats, pseudoranges, weights, x0):
    def body(x, _):
        d = jnp.linalg.norm(sats - x[:3], axis=1)
        H = jnp.concatenate([(x[:3] - sats) / d[:, None], jnp.ones((sats.shape[0], 1))], 1)
        r = (pseudoranges - (d + x[3])) * weights
        Hw = H * weights[:, None]
        dx = jnp.linalg.solve(Hw.T @ Hw + 1e-6 * jnp.eye(4), Hw.T @ r)
        return x + dx, None
    x, _ = jax.lax.scan(body, x0, None, length=6)
    return x


def main():
    rx = np.array([RE, 0.0, 0.0])
    rcv = TrackingChannels()
    x0 = jnp.array([RE - 50.0, 30.0, 10.0, 0.0])
    for k in range(8):
        S, P, W = rcv.epoch(rx, k)
        x = wls_fix(S, P, W, x0)
        print(k, int(W.sum()), [round(float(v), 3) for v in x])


if __name__ == "__main__":
    main()
