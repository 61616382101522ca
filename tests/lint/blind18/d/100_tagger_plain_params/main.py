import jax
import jax.numpy as jnp
import optax

import checkpoint
from model import MoodTagger

model = MoodTagger()
tx = optax.adam(1e-2)


@jax.jit
def eval_loss(params, feats, tags):
    return optax.sigmoid_binary_cross_entropy(model.apply(params, feats), tags).mean()


@jax.jit
def train_step(params, opt_state, feats, tags):
    loss, g = jax.value_and_grad(eval_loss)(params, feats, tags)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    feats = jax.random.normal(key, (16, 20))
    tags = (jax.random.uniform(key, (16, 5)) > 0.7).astype(jnp.float32)
    params = model.init(key, feats)
    opt_state = tx.init(params)
    for epoch in range(3):
        params, opt_state, _ = train_step(params, opt_state, feats, tags)
        print("live", float(eval_loss(params, feats, tags)))
        blob = checkpoint.save(params)
        print("restored", float(eval_loss(checkpoint.restore(blob), feats, tags)))


if __name__ == "__main__":
    main()
