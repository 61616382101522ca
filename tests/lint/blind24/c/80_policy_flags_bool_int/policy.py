import csv
import io

POLICY_CSV = """site,include_contractors,count_part_time
berlin,1,0
austin,0,1
"""


def csv_policies():
    return {r["site"]: {"include_contractors": int(r["include_contractors"]),
                        "count_part_time": int(r["count_part_time"])}
            for r in csv.DictReader(io.StringIO(POLICY_CSV))}


DEFAULT_POLICY = {"include_contractors": False, "count_part_time": True}
