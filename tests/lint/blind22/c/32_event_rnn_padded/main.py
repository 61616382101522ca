import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from data import N_FEAT, sequences_by_match
from model import EventRNN

opt = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, valid, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x, valid)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = EventRNN(N_FEAT, 16, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for x, valid, y in sequences_by_match(5):
        model, opt_state, loss = train_step(model, opt_state, x, valid, y)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
