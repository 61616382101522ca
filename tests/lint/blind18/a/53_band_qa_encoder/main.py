import equinox as eqx
import jax
import jax.numpy as jnp

from qa import BAND_NAMES, read_with_qa


class SpectralEncoder(eqx.Module):
    proj: eqx.nn.Linear

    def __init__(self, n_bands, dim, key):
        self.proj = eqx.nn.Linear(n_bands, dim, key=key)

    def __call__(self, pixel):
        return jax.nn.tanh(self.proj(pixel))


@eqx.filter_jit
def embed_scene(encoder, cube, valid_bands):
    keep = valid_bands
    pixels = (cube * keep[:, None, None]).reshape(cube.shape[0], -1).T
    return jax.vmap(encoder)(pixels).mean(axis=0)


def main():
    encoder = SpectralEncoder(len(BAND_NAMES), 8, jax.random.PRNGKey(0))
    for i in range(6):
        cube, valid = read_with_qa(i)
        emb = embed_scene(encoder, jnp.asarray(cube), jnp.asarray(valid))
        print(f"scene {i}: {int(valid.sum())} valid bands, |emb| {float(jnp.linalg.norm(emb)):.3f}")


if __name__ == "__main__":
    main()
