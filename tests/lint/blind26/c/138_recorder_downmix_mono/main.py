import numpy as np
from sessions import load_session
from levels import mono_level

# quality control of a field-recording archive made with several recorders
rng = np.random.default_rng(138)
for rec in ["zoom_h4n", "olympus_ls", "tascam_dr05", "lapel_4ch", "olympus_ls"]:
    audio = load_session(rng, rec)
    peak_db, rms_db = mono_level(audio)
    print(rec, round(float(peak_db), 2), round(float(rms_db), 2))
