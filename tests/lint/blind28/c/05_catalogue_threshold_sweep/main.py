import numpy as np
import jax.numpy as jnp

from matching import match_records


def embed_records(rng, n, dim=24):
    return rng.normal(size=(n, dim)).astype(np.float32)


def sweep_thresholds():
    # strict exact-match first, then progressively looser cut-offs
    return [1, 0.95, 0.9, 0.8, 0.7]


def main():
    rng = np.random.default_rng(11)
    catalogue = jnp.asarray(embed_records(rng, 200))
    noise = rng.normal(scale=0.3, size=(40, 24)).astype(np.float32)
    queries = jnp.asarray(np.asarray(catalogue[:40]) + noise)
    for t in sweep_thresholds():
        matched, _ = match_records(queries, catalogue, t)
        correct = int(jnp.sum(matched == jnp.arange(40)))
        print(f"threshold {t}: {correct}/40 linked")


if __name__ == "__main__":
    main()
