import jax
import jax.numpy as jnp
import numpy as np

from sources import load_contact


@jax.jit
def contact_duty_factor(contact, fs):
    onsets = jnp.sum(jnp.clip(jnp.diff(contact), 0, None) > 0.5)
    return jnp.mean(contact), onsets * fs / contact.shape[0]


rng = np.random.default_rng(27)
for trial in range(6):
    contact = load_contact(trial, rng)
    df, rate = contact_duty_factor(contact, 500.0)
    print(trial, "duty factor", round(float(df), 3), "contacts/s", round(float(rate), 2))
