# NRC-style dry matter intake prediction coefficients, per breed group
DMI_COEFS = {
    "holstein": [0.372, 0.0968, 13.2, 0.192],
    "jersey": [0.360, 0.0930, 13.2, 0.185],
    "crossbred": [0.365, 0.0950, 13.2, 0.188],
}
