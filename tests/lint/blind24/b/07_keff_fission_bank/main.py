import jax
import numpy as np

from transport import track_generation, SLAB


def main():
    rng = np.random.default_rng(7)
    key = jax.random.PRNGKey(0)
    bank = rng.uniform(0, SLAB, 500).astype(np.float32)
    for gen in range(6):
        key, sub = jax.random.split(key)
        fx, fw = track_generation(sub, bank)
        fx, fw = np.asarray(fx), np.asarray(fw)
        k_gen = fw.sum() / len(bank)
        # sample next-generation sources from the fission sites
        n_next = int(rng.poisson(fw.sum()))
        sites = fx[fw > 0]
        bank = rng.choice(sites, size=n_next).astype(np.float32)
        print(f"generation {gen}: k = {k_gen:.3f}, bank = {len(bank)}")


if __name__ == "__main__":
    main()
