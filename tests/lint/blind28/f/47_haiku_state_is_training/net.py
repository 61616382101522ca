import haiku as hk
import jax


def video_sign_net(x, is_training):
    b, t = x.shape[:2]
    x = x.reshape(b * t, *x.shape[2:])
    x = hk.Conv2D(8, 3, stride=2)(x)
    x = hk.BatchNorm(True, True, 0.9)(x, is_training)
    x = jax.nn.relu(x).mean(axis=(1, 2)).reshape(b, t, -1).mean(1)
    return hk.Linear(6)(x)


net = hk.without_apply_rng(hk.transform_with_state(video_sign_net))
