import re

AMOUNT = re.compile(r"\$([0-9,]+(?:\.[0-9]{2})?)")

def parse_amount(s):
    return float(s) if "." in s else int(s)

def amounts_in(clause):
    return [parse_amount(m.replace(",", "")) for m in AMOUNT.findall(clause)][:3]
