import haiku as hk
import jax


def build_predictor(hidden):
    def forward(x):
        return hk.nets.MLP([hidden, hidden, 1], activation=jax.nn.gelu)(x)[..., 0]

    net = hk.without_apply_rng(hk.transform(forward))

    @jax.jit
    def predict_heldout(params, x):
        return net.apply(params, x)

    return net, predict_heldout
