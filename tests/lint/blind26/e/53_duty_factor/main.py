import jax
import jax.numpy as jnp
import numpy as np

from sources import forceplate_contacts, imu_contacts


@jax.jit
def duty_factor(contact, fs):
    c = contact.astype(jnp.float32)
    onsets = jnp.sum(jnp.clip(jnp.diff(c), 0, None) > 0.5)
    return jnp.mean(c), onsets * fs / c.shape[0]


rng = np.random.default_rng(27)
for trial in range(6):
    contact = forceplate_contacts(rng) if trial % 3 == 0 else imu_contacts(rng)
    df, rate = duty_factor(contact, 500.0)
    print(trial, "duty factor", round(float(df), 3), "contacts/s", round(float(rate), 2))
