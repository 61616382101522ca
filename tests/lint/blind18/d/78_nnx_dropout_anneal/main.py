import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import ChordClassifier, set_dropout

N_CHORDS, BATCH = 24, 16


@nnx.jit
def train_step(model, optimizer, chroma, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(chroma), labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = ChordClassifier(12, N_CHORDS, nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(0)
    for epoch in range(5):
        set_dropout(model, 0.5 * (1 - epoch / 5))
        key, k1, k2 = jax.random.split(key, 3)
        chroma = jax.random.uniform(k1, (BATCH, 12))
        labels = jax.random.randint(k2, (BATCH,), 0, N_CHORDS)
        loss = train_step(model, optimizer, chroma, labels)
        print(epoch, model.drop.rate, float(loss))


if __name__ == "__main__":
    main()
