import numpy as np
import jax
import jax.numpy as jnp

N_MEL, N_SPK, N_PH = 20, 4, 10
rng = np.random.default_rng(12)


def load_batch(i):
    mel = rng.normal(size=(16, N_MEL)).astype(np.float32)
    phone = rng.integers(0, N_PH, 16).astype(np.int32)
    if i % 3 != 2:
        speaker = rng.integers(0, N_SPK, 16).astype(np.int32)
        known = np.ones(16, np.float32)
    else:
        speaker = np.zeros(16, np.int32)
        known = np.zeros(16, np.float32)
    return {"mel": mel, "phone": phone, "speaker": speaker, "speaker_known": known}


def loss_fn(params, batch):
    offset = params["spk"][batch["speaker"]] * batch["speaker_known"][:, None]
    logits = (batch["mel"] - offset) @ params["w"]
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, batch["phone"][:, None], 1).mean()


@jax.jit
def sgd_step(params, batch):
    loss, g = jax.value_and_grad(loss_fn)(params, batch)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g), loss


k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w": jax.random.normal(k1, (N_MEL, N_PH)) * 0.1, "spk": jax.random.normal(k2, (N_SPK, N_MEL)) * 0.01}
for epoch in range(2):
    for i in range(12):
        params, loss = sgd_step(params, load_batch(i))
    print("epoch", epoch, float(loss))
