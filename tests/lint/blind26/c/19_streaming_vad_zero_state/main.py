import numpy as np
import jax
from vad import StreamingVAD

rng = np.random.default_rng(19)
vad = StreamingVAD(jax.random.PRNGKey(0), 13)
for utt in range(3):
    vad.reset()
    feats = rng.normal(size=(320, 13)).astype(np.float32)
    speech = []
    for start in range(0, 320, 40):
        speech.append(np.asarray(vad.push(feats[start:start + 40])) > 0.5)
    print(utt, float(np.concatenate(speech).mean()))
