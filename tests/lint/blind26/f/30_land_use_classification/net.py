import haiku as hk
import jax

def forward(x):
    return hk.nets.MLP([32, 4])(x)

landuse_net = hk.without_apply_rng(hk.transform(forward))

def classify_parcels(params, x):
    return jax.numpy.argmax(landuse_net.apply(params, x), axis=-1)
