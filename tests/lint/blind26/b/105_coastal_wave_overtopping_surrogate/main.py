import jax
import jax.numpy as jnp
import numpy as np

from lr import ExpDecayAfterPlateau
from surrogate import overtopping_update


def eurotop_like(n=800, seed=0):
    # Hm0, Tm-1,0, freeboard, slope, berm width -> log mean overtopping discharge
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (-2.6 * (x[:, 2] - 0.8 * x[:, 0]) / 1.5 + 0.3 * x[:, 1] + rng.normal(0, 0.2, n)).astype(np.float32)
    return x, y


def main():
    x, y = eurotop_like()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    p = {"w1": jax.random.normal(k1, (5, 24)) * 0.4, "b1": jnp.zeros(24), "w2": jax.random.normal(k2, (24, 1)) * 0.4}
    m = jax.tree_util.tree_map(jnp.zeros_like, p)
    sched = ExpDecayAfterPlateau(1e-3, plateau_steps=40, rate=0.01)
    step = 0
    for epoch in range(10):
        for i in range(0, 800, 100):
            p, m, loss = overtopping_update(p, m, x[i:i + 100], y[i:i + 100], sched(step))
            step += 1
        if epoch % 3 == 0:
            print(f"epoch {epoch}: loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
