import jax
import jax.numpy as jnp
import numpy as np

from draft import read_drafts


@jax.jit
def partial_draft_strength(hero_table, picks):
    emb = hero_table[picks] * (picks > 0)[:, None]
    return emb.sum(0) @ jnp.ones(hero_table.shape[1])


def main():
    rng = np.random.default_rng(6)
    hero_table = jnp.asarray(rng.normal(size=(121, 8)), jnp.float32)
    for picks in read_drafts(rng, 8):
        print(int((picks > 0).sum()), round(float(partial_draft_strength(hero_table, picks)), 3))


if __name__ == "__main__":
    main()
