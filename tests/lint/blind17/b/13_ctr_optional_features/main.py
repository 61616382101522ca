import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from loader import ImpressionLoader
from model import CTRModel

opt = optax.adamw(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, feats, clicks):
    def loss_fn(m):
        logits = m(feats)
        return optax.sigmoid_binary_cross_entropy(logits, clicks).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = CTRModel(100, 80, 8, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    loader = iter(ImpressionLoader(100, 80))
    for step in range(10):
        feats, clicks = next(loader)
        model, opt_state, loss = train_step(model, opt_state, feats, clicks)
        print(step, sorted(feats), float(loss))


if __name__ == "__main__":
    main()
