import jax
import jax.numpy as jnp
import numpy as np

from montage import reference_index


@jax.jit
def bipolar_to_reference(x, ref_idx):
    ref = jax.lax.dynamic_index_in_dim(x, ref_idx, axis=0, keepdims=True)
    y = x - ref
    return y / (y.std(axis=1, keepdims=True) + 1e-6)


def recording(seed, n_ch=8, n_t=500):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_ch, n_t)) * rng.uniform(0.5, 2.0, size=(n_ch, 1))
    return x.astype(np.float32)


def main():
    sites = ["lab-a", "lab-c", "lab-b", "lab-d", "lab-a"]
    for i, site in enumerate(sites):
        x = recording(i)
        ref = reference_index(site, x)
        z = bipolar_to_reference(jnp.asarray(x), jnp.int32(ref))
        print(f"{site}: reference channel {int(ref)}, mean |z| {float(jnp.abs(z).mean()):.3f}")


if __name__ == "__main__":
    main()
