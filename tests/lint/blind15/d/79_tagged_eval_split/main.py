import jax
import jax.numpy as jnp

from evaluator import Evaluator


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"w": jax.random.normal(k[0], (5, 16)) * 0.3, "v": jax.random.normal(k[1], (16, 1)) * 0.3}
    evaluator = Evaluator(jax.random.normal(k[2], (64, 5)), jax.random.normal(k[3], (64,)))
    for epoch in range(5):
        params = jax.tree.map(lambda p: p * 0.98, params)
        print(epoch, evaluator(params, epoch))


if __name__ == "__main__":
    main()
