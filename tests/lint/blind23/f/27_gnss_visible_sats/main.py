import numpy as np
import jax
import jax.numpy as jnp

from ephem import epochs, RE


@jax.jit
def pvt_solve(sats, pseudoranges, x0):
    def body(x, _):
        d = jnp.linalg.norm(sats - x[:3], axis=1)
        H = jnp.concatenate([(x[:3] - sats) / d[:, None], jnp.ones((sats.shape[0], 1))], 1)
        r = pseudoranges - (d + x[3])
        dx = jnp.linalg.lstsq(H, r)[0]
        return x + dx, jnp.sum(r ** 2)
    x, res = jax.lax.scan(body, x0, None, length=6)
    return x, res[-1]


def main():
    rx = np.array([RE, 0.0, 0.0])
    x0 = jnp.array([RE - 50.0, 30.0, 10.0, 0.0])
    for k, (sats, rho) in enumerate(epochs(rx)):
        x, res = pvt_solve(sats, rho, x0)
        print(k, len(rho), [round(float(v), 3) for v in x], float(res))


if __name__ == "__main__":
    main()
