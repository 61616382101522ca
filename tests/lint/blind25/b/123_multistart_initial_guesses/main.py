import numpy as np
import jax
import jax.numpy as jnp

from starts import candidate_starts


@jax.jit
def refine_start(theta0, t, conc):
    def sse(th):
        a, alpha, b, beta = th[0], th[1], th[2], th[3]
        pred = a * jnp.exp(-alpha * t) + b * jnp.exp(-beta * t)
        return jnp.sum((jnp.log(jnp.maximum(pred, 1e-6)) - jnp.log(conc)) ** 2)
    th = jnp.asarray(theta0, jnp.float32)
    for _ in range(40):
        th = th - 1e-3 * jax.grad(sse)(th)
    return th, sse(th)


def main():
    t = jnp.array([0.25, 0.5, 1, 2, 4, 6, 8, 12, 24], jnp.float32)
    conc = 12.0 * jnp.exp(-1.2 * t) + 4.0 * jnp.exp(-0.1 * t)
    best = None
    for theta0 in candidate_starts(np.random.default_rng(0)):
        th, val = refine_start(theta0, t, conc)
        if best is None or float(val) < best[1]:
            best = (th, float(val))
    print("best biexponential fit:", np.round(np.asarray(best[0]), 3), round(best[1], 4))


if __name__ == "__main__":
    main()
