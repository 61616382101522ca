import jax
import jax.numpy as jnp
from flax import nnx

from encoder import StreamingEncoder


@nnx.jit
def encode_chunk(model, chunk):
    return model(chunk)


def main():
    model = StreamingEncoder(n_mels=40, dim=32, rngs=nnx.Rngs(0))
    stream = jax.random.normal(jax.random.PRNGKey(1), (6, 2, 10, 40))
    outs = []
    for i in range(stream.shape[0]):
        outs.append(encode_chunk(model, stream[i]))
    print(jnp.stack(outs).shape, float(model.running.value.mean()))


if __name__ == "__main__":
    main()
