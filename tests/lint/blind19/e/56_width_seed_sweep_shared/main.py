import jax
import jax.numpy as jnp

from sweep import run


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(k1, (128, 4))
    y = jnp.sin(x).sum(-1)
    xv = jax.random.normal(k2, (64, 4))
    yv = jnp.sin(xv).sum(-1)
    scores = {}
    for width in (16, 32, 64):
        for seed in (0, 1):
            scores[(width, seed)] = run(x, y, xv, yv, width, seed)
    print(min(scores, key=scores.get), scores)


if __name__ == "__main__":
    main()
