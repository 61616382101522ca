import jax
import jax.numpy as jnp
import numpy as np

from search_space import sample_hparams
from step import member_step


def main(population=6, steps=5):
    rng = np.random.default_rng(4)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.cos(x[:, :1] + x[:, 1:2]).astype(np.float32)
    members = []
    for i in range(population):
        k1, k2 = jax.random.split(jax.random.PRNGKey(i))
        params = {"w1": jax.random.normal(k1, (4, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
        members.append((params, sample_hparams(rng)))
    for params, hp in members:
        for _ in range(steps):
            params, loss = member_step(params, x, y, hp)
        print(sorted(hp), f"{float(loss):.4f}")


if __name__ == "__main__":
    main()
