import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from model import ReplayEncoder
from replays import make_replays, collate

optim = optax.adamw(3e-3)


@eqx.filter_jit
def train_replays(model, opt_state, frames, mask, winners):
    def loss_fn(m):
        logits = jax.vmap(m)(frames, mask)
        return optax.sigmoid_binary_cross_entropy(logits, winners).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def main():
    replays, winners = make_replays()
    model = ReplayEncoder(8, 24, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    bs = 12
    for epoch in range(2):
        for i in range(0, len(replays), bs):
            frames, mask = collate(replays[i:i + bs])
            model, opt_state, loss = train_replays(model, opt_state, frames, mask, winners[i:i + bs])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
