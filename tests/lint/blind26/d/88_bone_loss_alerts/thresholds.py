# bone-loss alert thresholds (fraction of root length) by tooth type
ALERT = {"incisor": 0.30, "canine": 0.33, "premolar": 0.35, "molar": 0.40}


def tooth_type(fdi):
    pos = fdi % 10
    if pos <= 2:
        return "incisor"
    if pos == 3:
        return "canine"
    if pos <= 5:
        return "premolar"
    return "molar"
