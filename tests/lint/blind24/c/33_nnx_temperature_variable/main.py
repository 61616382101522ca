import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class Temperature(nnx.Variable):
    pass


class SkillTagger(nnx.Module):
    def __init__(self, d_in, n_skills, rngs):
        self.hidden = nnx.Linear(d_in, 32, rngs=rngs)
        self.out = nnx.Linear(32, n_skills, rngs=rngs)
        self.temperature = Temperature(jnp.array(2.0))

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x))) / self.temperature.value


@nnx.jit
def skill_tag_step(model, optimizer, x, tags):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), tags).mean()
    loss, grads = nnx.value_and_grad(loss_fn, argnums=nnx.DiffState(0, nnx.Param))(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(3)
X = rng.normal(size=(300, 16)).astype(np.float32)
tags = (rng.random((300, 6)) < 0.3).astype(np.float32)
model = SkillTagger(16, 6, nnx.Rngs(2))
opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

for epoch in range(4):
    model.temperature.value = jnp.asarray(max(0.5, 2.0 - 0.5 * epoch), jnp.float32)
    for i in range(0, 300, 60):
        loss = skill_tag_step(model, opt, X[i:i + 60], tags[i:i + 60])
    print(epoch, float(model.temperature.value), float(loss))
