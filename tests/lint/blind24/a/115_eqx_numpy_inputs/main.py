import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp


class HoofLesionNet(eqx.Module):
    lin: eqx.nn.Linear

    def __init__(self, key):
        self.lin = eqx.nn.Linear(6, 4, key=key)

    def __call__(self, x):
        return self.lin(x)


@eqx.filter_jit
def lesion_probs(model, features, prior):
    logits = jax.vmap(model)(features) + jnp.log(prior)
    return jax.nn.softmax(logits, axis=-1)


# trimming-chute records: lesion type (sole ulcer, white line, digital dermatitis, none)
rng = np.random.default_rng(86)
model = HoofLesionNet(jax.random.PRNGKey(0))
for visit in range(5):
    feats = rng.normal(size=(30, 6)).astype(np.float32)
    prior = rng.dirichlet(np.ones(4) * 5).astype(np.float32)
    p = lesion_probs(model, feats, prior)
    print(f"trim visit {visit}: most common predicted lesion {int(np.bincount(np.asarray(p.argmax(1)), minlength=4).argmax())}")
