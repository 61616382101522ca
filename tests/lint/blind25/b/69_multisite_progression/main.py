import jax
import jax.numpy as jnp

from sites import VISITS, site_dataset


@jax.jit
def disease_progression_fit(score, observed, t):
    w = jnp.ones_like(score) if observed is None else observed.astype(score.dtype)
    baseline = jnp.sum(w[:, :1] * score[:, :1]) / jnp.sum(w[:, :1])
    change = score - baseline
    basis = 1 - jnp.exp(-0.15 * t)
    emax = jnp.sum(w * change * basis) / jnp.sum(w * basis ** 2)
    return baseline, emax


def main():
    t = jnp.asarray(VISITS)
    for seed, site in enumerate(["Boston", "Berlin", "Lyon", "Osaka", "Toronto"]):
        d = site_dataset(site, seed)
        base, emax = disease_progression_fit(d["score"], d["observed"], t)
        print(f"{site:8s}: baseline {float(base):.1f}, max change {float(emax):.2f}")


if __name__ == "__main__":
    main()
