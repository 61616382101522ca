import numpy as np
from sessions import load_session
from levels import clipping_and_level

# quality control of a field-recording archive made with several recorders
rng = np.random.default_rng(137)
for rec in ["zoom_h4n", "olympus_ls", "tascam_dr05", "lapel_4ch", "olympus_ls"]:
    audio = load_session(rng, rec)
    peak_db, clipped = clipping_and_level(audio)
    print(rec, audio.shape[0], round(float(peak_db), 2), float(clipped))
