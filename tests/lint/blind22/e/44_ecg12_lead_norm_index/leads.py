LEADS = ("I", "II", "III", "aVR", "aVL", "aVF", "V1", "V2", "V3", "V4", "V5", "V6")

# population amplitude statistics (mV) per lead, used for normalisation
LEAD_STATS = {
    "I": (0.02, 0.35), "II": (0.03, 0.45), "III": (0.01, 0.30),
    "aVR": (-0.02, 0.38), "aVL": (0.01, 0.25), "aVF": (0.02, 0.33),
    "V1": (-0.03, 0.55), "V2": (0.00, 0.80), "V3": (0.02, 0.75),
    "V4": (0.03, 0.70), "V5": (0.03, 0.60), "V6": (0.02, 0.45),
}
