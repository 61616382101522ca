import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from data import FEAT, eval_split, train_split


class CheckboxState(nn.Module):
    """Predicts checked / unchecked / crossed-out for form checkboxes."""

    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(16)(x)))


model = CheckboxState()


@jax.jit
def loss_and_acc(params, x, y):
    logits = model.apply({"params": params}, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, (logits.argmax(-1) == y).mean()


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, FEAT)))["params"]
    for epoch in range(3):
        tr_loss, _ = loss_and_acc(params, *train_split(rng))
        ev_loss, ev_acc = loss_and_acc(params, *eval_split(rng))
        print(epoch, float(tr_loss), float(ev_loss), float(ev_acc))


if __name__ == "__main__":
    main()
