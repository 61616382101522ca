# scatterometry (OCD) targets on the test reticle; some recipes list pitch, others line/space
TARGETS = [
    {"name": "G1_dense", "pitch_um": 0.3},
    {"name": "G2_dense", "line_um": 0.1, "space_um": 0.2},
    {"name": "G3_dense", "pitch_um": 0.3},
    {"name": "G4_dense", "line_um": 0.1, "space_um": 0.2},
]


def target_pitch(t):
    return t["pitch_um"] if "pitch_um" in t else t["line_um"] + t["space_um"]
