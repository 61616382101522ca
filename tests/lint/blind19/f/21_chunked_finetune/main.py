import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from train import make_train_step


class DepthHead(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(16)(x)
        return nn.Dense(1)(nn.tanh(x))


def chunk_stream(num_chunks, steps_per_chunk=2, seed=0):
    rng = np.random.default_rng(seed)
    for c in range(num_chunks):
        for _ in range(steps_per_chunk):
            x = rng.standard_normal((8, 6)).astype(np.float32)
            yield c, x, x.sum(axis=1, keepdims=True) * 0.1


def lr_for_chunk(chunk, base=0.05, decay=0.7):
    return base * decay ** chunk


def main():
    model = DepthHead()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
    opt_state = optax.sgd(0.0, momentum=0.9).init(params)
    current_chunk = -1
    for chunk, frames, targets in chunk_stream(5):
        if chunk != current_chunk:
            tx, train_step = make_train_step(model, lr_for_chunk(chunk))
            current_chunk = chunk
        params, opt_state, loss = train_step(params, opt_state, frames, targets)
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
