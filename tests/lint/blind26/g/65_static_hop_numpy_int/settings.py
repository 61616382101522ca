import numpy as np

# per-recorder analysis settings exported from the deployment sheet
TABLE = np.array([(0, 512, 128), (1, 512, 128), (2, 512, 128)],
                 dtype=[("recorder", "i4"), ("n_fft", "i8"), ("hop", "i8")])
DEFAULT = {"n_fft": 512, "hop": 128}


def settings_for(recorder):
    rows = TABLE[TABLE["recorder"] == recorder]
    if len(rows):
        return {"n_fft": rows[0]["n_fft"], "hop": rows[0]["hop"]}
    return DEFAULT
