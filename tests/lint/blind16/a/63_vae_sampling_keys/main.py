import jax
import jax.numpy as jnp
import flax.linen as nn

from sampling import make_decode, seeded_key


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, z):
        return nn.Dense(64)(nn.relu(nn.Dense(32)(z)))


def main():
    decoder = Decoder()
    root = jax.random.key(0)
    params = decoder.init(root, jnp.zeros((1, 4)))
    decode_samples = make_decode(decoder)
    z_mean = jnp.zeros((8, 4))
    key = root
    for epoch in range(3):
        key, sub = jax.random.split(key)
        imgs = decode_samples(params, sub, z_mean)
        print(epoch, float(imgs.mean()))
    fixed = decode_samples(params, seeded_key(1234), z_mean)
    print("fixed-seed grid", float(fixed.mean()))


if __name__ == "__main__":
    main()
