import jax
import jax.numpy as jnp

from data import read_holes

DEFAULT_SG = 2.65


@jax.jit
def composite_hole(rec):
    length = jnp.full_like(rec["from_m"], 2.0)
    sg = rec.get("sg", jnp.full_like(rec["from_m"], DEFAULT_SG))
    tonnes_w = length * sg
    comp_len = 10.0
    n = rec["au_gpt"].shape[0] // 5
    g = (rec["au_gpt"] * tonnes_w).reshape(n, 5).sum(1) / tonnes_w.reshape(n, 5).sum(1)
    return g, jnp.sum(rec["au_gpt"] * tonnes_w) / jnp.sum(tonnes_w) * comp_len / comp_len


def main():
    for i, rec in enumerate(read_holes()):
        comps, avg = composite_hole(rec)
        print(f"hole {i}: {comps.shape[0]} composites, weighted Au {float(avg):.3f} g/t")


if __name__ == "__main__":
    main()
