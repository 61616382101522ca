import jax
import numpy as np
from model import ChannelPredictor, predict_frame
from stream import frame_stream

N_TAPS, N_UE = 8, 6
model = ChannelPredictor(N_TAPS, jax.random.PRNGKey(0))

h_prev = None
for i, h_ls in enumerate(frame_stream(10, N_UE, N_TAPS)):
    h_hat = predict_frame(model, h_ls, h_prev)
    h_prev = h_hat
    print(i, float(np.linalg.norm(np.asarray(h_hat))))
