import jax
import jax.numpy as jnp
import numpy as np
from scipy import linalg


def init_feature_net(key, in_dim=48, feat_dim=16):
    return {"w": jax.random.normal(key, (in_dim, feat_dim)) / np.sqrt(in_dim)}


@jax.jit
def extract_features(net, images):
    flat = images.reshape(images.shape[0], -1)
    return jnp.tanh(flat @ net["w"])


def gaussian_stats(feats):
    feats = np.asarray(feats, np.float64)
    return feats.mean(0), np.cov(feats, rowvar=False)


def frechet_distance(mu1, s1, mu2, s2):
    covmean, _ = linalg.sqrtm(s1 @ s2, disp=False)
    return float(np.sum((mu1 - mu2) ** 2) + np.trace(s1 + s2 - 2 * covmean.real))
