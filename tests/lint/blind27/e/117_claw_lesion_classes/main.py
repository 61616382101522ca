import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

from reweight import class_weights


@eqx.filter_jit
def lesion_step(model, x, y, weights):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        logp = jax.nn.log_softmax(logits)
        w = jnp.asarray(weights)[y]
        return -(w * jnp.take_along_axis(logp, y[:, None], 1)[:, 0]).mean()

    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda t: -0.1 * t, g)), loss


rng = np.random.default_rng(117)
# claw lesion class (0 none, 1 sole ulcer, 2 white line) from 7 trimming-record features
model = eqx.nn.MLP(7, 3, 16, 1, key=jax.random.PRNGKey(0))
for epoch in range(4):
    x = rng.normal(size=(48, 7)).astype(np.float32)
    y = rng.choice(3, size=48, p=[0.6, 0.25, 0.15]).astype(np.int32)
    model, loss = lesion_step(model, x, y, class_weights(y))
    print(epoch, class_weights(y), round(float(loss), 4))
