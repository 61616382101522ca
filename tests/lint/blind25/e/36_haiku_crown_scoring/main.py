import numpy as np
import jax
import haiku as hk
from crowns import segment_image

def crown_net(feats):
    return hk.nets.MLP([16, 2])(feats)

net = hk.without_apply_rng(hk.transform(crown_net))
params = net.init(jax.random.PRNGKey(0), np.zeros((1, 3), np.float32))

@jax.jit
def score_crowns(params, feats):
    return jax.nn.softmax(net.apply(params, feats))[:, 1]

rng = np.random.default_rng(19)
for k in range(5):
    feats = segment_image(k, rng)
    p = score_crowns(params, feats)
    print("image", k, "crowns", feats.shape[0], "conifer share", round(float(p.mean()), 3))
