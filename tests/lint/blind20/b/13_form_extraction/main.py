import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import EMB, N_TOKENS, forms


class KeyValueHead(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        h = nn.tanh(nn.Dense(32)(tokens))
        return {"key": nn.Dense(2)(h), "checkbox": nn.Dense(2)(h)}


model = KeyValueHead()
tx = optax.adam(1e-3)


def compute_loss(params, sample):
    out = model.apply({"params": params}, sample["tokens"])
    loss = optax.softmax_cross_entropy_with_integer_labels(out["key"], sample["key_labels"]).mean()
    if "checkbox_labels" in sample:
        loss += optax.softmax_cross_entropy_with_integer_labels(
            out["checkbox"], sample["checkbox_labels"]).mean()
    return loss


@jax.jit
def update(params, opt_state, sample):
    loss, grads = jax.value_and_grad(compute_loss)(params, sample)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((N_TOKENS, EMB)))["params"]
    opt_state = tx.init(params)
    for i, sample in enumerate(forms(seed=3, n=8)):
        params, opt_state, loss = update(params, opt_state, sample)
        print(i, sorted(sample), float(loss))


if __name__ == "__main__":
    main()
