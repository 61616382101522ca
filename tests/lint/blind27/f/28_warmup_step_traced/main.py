import jax
import jax.numpy as jnp
import numpy as np

PEAK_LR = 5e-3
WARMUP = 20


@jax.jit
def magnetics_step(m, G, d, step):
    lr = PEAK_LR * jnp.minimum(1.0, (step + 1) / WARMUP)
    r = G @ m - d
    g = G.T @ r + 1e-2 * m
    return m - lr * g, jnp.sum(r ** 2)


def main():
    rng = np.random.default_rng(12)
    G = rng.normal(size=(50, 80)).astype(np.float32) / 8
    m_true = np.zeros(80, np.float32)
    m_true[30:40] = 1.0
    d = G @ m_true
    m = jnp.zeros(80)
    for step in range(60):
        m, phi = magnetics_step(m, G, d, step)
        if step % 15 == 0:
            print(f"step {step} misfit {float(phi):.4f}")


if __name__ == "__main__":
    main()
