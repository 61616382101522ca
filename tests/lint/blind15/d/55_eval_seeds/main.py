import jax
import jax.numpy as jnp

from evaluation import evaluate
from policy import run_episode


def main():
    key = jax.random.key(0)
    w = jnp.zeros((3, 2))
    for it in range(4):
        key, ep_key = jax.random.split(key)
        ret = run_episode(w, ep_key)
        w = w.at[:, 1].add(0.1 * ret)
        if it % 2 == 1:
            print(it, ret, evaluate(w))


if __name__ == "__main__":
    main()
