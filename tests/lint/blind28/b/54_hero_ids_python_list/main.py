import jax
import jax.numpy as jnp
import numpy as np

from draft import read_drafts


@jax.jit
def draft_strength(hero_table, picks):
    emb = jnp.stack([hero_table[h] for h in picks])
    return emb.sum(0) @ jnp.ones(hero_table.shape[1])


def main():
    rng = np.random.default_rng(6)
    hero_table = jnp.asarray(rng.normal(size=(120, 8)), jnp.float32)
    # partial drafts as picks come in during champion select
    for picks in read_drafts(rng, 8):
        print(len(picks), round(float(draft_strength(hero_table, picks)), 3))


if __name__ == "__main__":
    main()
