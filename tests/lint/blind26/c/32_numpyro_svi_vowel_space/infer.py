from functools import partial
import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
import optax

from model import vowel_space

N_VOWELS = 5
model = partial(vowel_space, n_vowels=N_VOWELS)
guide = AutoNormal(model)
svi = SVI(model, guide, optax.adam(0.02), Trace_ELBO())


@jax.jit
def svi_step(state, f1, f2, vowel):
    return svi.update(state, f1, f2, vowel)
